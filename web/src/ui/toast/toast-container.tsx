import { useEffect } from 'react';
import { Slide, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { toastContainerMounted } from './toast-mounted.ts';
import './toast.css';

/**
 * SPEC §9 toast container: top-right in right-to-left and top-left otherwise, 6000 ms, progress bar, newest not on
 * top, close on click, pause on focus loss, slide, draggable with 60% drag distance to dismiss.
 */
export default function PlatformToastContainer({ rtl }: { rtl: boolean }) {
  useEffect(toastContainerMounted, []);
  return (
    <ToastContainer
      position={rtl ? 'top-right' : 'top-left'}
      rtl={rtl}
      autoClose={6000}
      hideProgressBar={false}
      newestOnTop={false}
      closeOnClick
      pauseOnFocusLoss
      transition={Slide}
      draggable
      draggablePercent={60}
      // The library's own name for the region (Alt+T focuses it); its types now ask for it to be passed.
      aria-label="Notifications Alt+T"
    />
  );
}
