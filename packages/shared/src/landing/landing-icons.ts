/** The drawings a landing benefit can show (apart from the defaults, so the web reads them without loading those). */
export const landingBenefitIcons = ['clock', 'shield', 'price'] as const;
