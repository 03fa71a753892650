/**
 * The cost inflation index of the years before those with a file of their own (fy-*.ts), as
 * notified by the CBDT under section 48 of the 1961 Act (base year 2001-02 = 100). Past figures
 * do not change; each newer year's index is in that year's file (capitalGains.costInflationIndex).
 */

/**
 * Index by financial year, 2001-02 to 2024-25.
 * @example PAST_COST_INFLATION_INDEX['2024-25'] // 363
 */
export const PAST_COST_INFLATION_INDEX: Readonly<Record<string, number>> = {
  '2001-02': 100,
  '2002-03': 105,
  '2003-04': 109,
  '2004-05': 113,
  '2005-06': 117,
  '2006-07': 122,
  '2007-08': 129,
  '2008-09': 137,
  '2009-10': 148,
  '2010-11': 167,
  '2011-12': 184,
  '2012-13': 200,
  '2013-14': 220,
  '2014-15': 240,
  '2015-16': 254,
  '2016-17': 264,
  '2017-18': 272,
  '2018-19': 280,
  '2019-20': 289,
  '2020-21': 301,
  '2021-22': 317,
  '2022-23': 331,
  '2023-24': 348,
  '2024-25': 363,
};

/**
 * The first year of the index: an asset bought earlier takes its fair market value on
 * 1 April 2001 as its cost, indexed from this year.
 * @example COST_INFLATION_BASE_YEAR // '2001-02'
 */
export const COST_INFLATION_BASE_YEAR = '2001-02';
