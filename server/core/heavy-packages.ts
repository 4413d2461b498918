/**
 * exceljs and pdfmake took about a quarter of the server's start (module loading), and a server killed mid-work must
 * be ready again within 5 s (issue 18): they load on the first spreadsheet or print instead, once per process.
 */
import type ExcelJS from 'exceljs';

let excel: Promise<typeof ExcelJS> | undefined;
let pdfmake: Promise<unknown> | undefined;

export const loadExcel = (): Promise<typeof ExcelJS> => (excel ??= import('exceljs').then((m) => m.default));

/** pdfmake's server entry (a CommonJS class; its typings describe the browser build, so the caller types it). */
export const loadPdfmake = (): Promise<unknown> => (pdfmake ??= import('pdfmake').then((m) => m.default as unknown));
