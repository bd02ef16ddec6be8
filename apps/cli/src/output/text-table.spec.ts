import { textTable } from './text-table';

describe('textTable', () => {
  it('pads columns to their widest cell, right-aligning the ones asked, and trims line ends', () => {
    expect(textTable(['log', 'events', 'result'], [['a.json', '12', 'imported'], ['long-name.json', '3', '']], { alignRight: [1] })).toEqual([
      'log             events  result',
      '--------------  ------  --------',
      'a.json              12  imported',
      'long-name.json       3',
    ]);
  });
});
