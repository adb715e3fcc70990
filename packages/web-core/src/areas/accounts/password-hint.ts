/** The §5 password rule in short, under new-password fields (the rule's message itself shows when it is broken). */
export const PASSWORD_HINT = "8 or more characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&";
