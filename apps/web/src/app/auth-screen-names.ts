/**
 * The screens in auth-screens.tsx, by name: warm-up.ts asks for that chunk when a visit starts on
 * one of them, and auth-screens.tsx must list exactly these (its type says so).
 */
export const authScreenNames = ['login', 'register', 'registerNaver', 'registerKakao', 'authNaver', 'authKakao', 'findId', 'findPassword', 'resetPassword'] as const;

export type AuthScreenName = (typeof authScreenNames)[number];
