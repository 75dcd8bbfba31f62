/** The class of an HTTP status code, each drawn differently; `other` for anything outside 100–599. */
export type HttpStatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'other';

/** An HTTP status as a fetch card shows it. */
export interface HttpStatus {
  code: number;
  statusClass: HttpStatusClass;
  /** The standard reason phrase (RFC 9110 and common extensions), when the code has one. */
  reason: string | undefined;
}

/** Reason phrases of the status codes a fetch tool meets; protocol names, not prose: not translated. */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  100: 'Continue',
  101: 'Switching Protocols',
  103: 'Early Hints',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: "I'm a teapot",
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** A status code's class and reason phrase. */
export function httpStatus(code: number): HttpStatus {
  const statusClass: HttpStatusClass =
    code >= 100 && code <= 599 ? (`${Math.floor(code / 100)}xx` as HttpStatusClass) : 'other';
  return { code, statusClass, reason: REASON_PHRASES[code] };
}

/** The pill's text: `404 Not Found`, or the bare code when it has no standard phrase. */
export function httpStatusText(status: HttpStatus): string {
  return status.reason === undefined ? String(status.code) : `${status.code} ${status.reason}`;
}
