/** `?bootcamp={id}`: the bootcamp or clinic an e-mail's link names (a registration, a waitlist place, a decision). */
export const LINKED_BOOTCAMP_PARAM = 'bootcamp';
