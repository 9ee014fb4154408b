/**
 * Largest answer a listener ahead of Hono sends as text rather than as bytes: Node writes a text body in the headers'
 * own write, where a Buffer goes as a second buffer of a writev (through the socket's cork and buffered writes), and
 * for a small answer that costs more than turning it into text.
 */
export const oneWriteBytes = 4096;
