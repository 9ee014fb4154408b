import { CreateBusinessScreen } from './create-business-screen.tsx';
import { JoinBusinessScreen } from './join-business-screen.tsx';
import { MobileOtpScreen } from './mobile-otp-screen.tsx';
import { RegisterScreen } from './register-screen.tsx';
import { VerifyMobileScreen } from './verify-mobile-screen.tsx';

/** The registration area's lazy chunk. */
export const registerPage = { Component: RegisterScreen };
export const createBusinessPage = { Component: CreateBusinessScreen };
export const joinBusinessPage = { Component: JoinBusinessScreen };
export const verifyMobilePage = { Component: VerifyMobileScreen };
export const mobileOtpPage = { Component: MobileOtpScreen };
