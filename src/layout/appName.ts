export const APP_NAME = 'Niaga';
