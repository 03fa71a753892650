import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each<[string | number | null, string]>([
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+91 98200 00000', "'+91 98200 00000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a,b', '"a,b"'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['say "hi"', '"say ""hi"""'],
    ['mid=formula', 'mid=formula'],
    [-5, '-5'],
    [null, ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Asha', '=1+1'],
          ['Ravi', null],
        ],
      ),
    ).toBe("name,note\r\nAsha,'=1+1\r\nRavi,\r\n");
  });
});
