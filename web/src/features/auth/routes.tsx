import { LoginScreen } from './login-screen.tsx';
import { OtpScreen } from './otp-screen.tsx';

/** The sign-in area's lazy chunk. */
export const loginPage = { Component: LoginScreen };
export const otpPage = { Component: OtpScreen };
