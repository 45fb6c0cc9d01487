/** The product's name and tagline, shown on the login screen and in the shell. */
export const APP_NAME = 'FisioPélvica';
export const APP_TAGLINE = 'Gestão de clínica de fisioterapia pélvica';
