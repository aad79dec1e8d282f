/** `?result={id}`: the result an e-mail's link names (results to confirm, decisions), e.g. /log-results?result=7. */
export const LINKED_RESULT_PARAM = 'result';
