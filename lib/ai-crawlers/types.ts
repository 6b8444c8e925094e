/** One row of the crawler log: requests by one crawler, on one day, to one path, answered with one status. */
export type CrawlerVisit = {
  /** YYYY-MM-DD in the office's time zone (site.timeZone). */
  day: string;
  crawler: string;
  path: string;
  status: number;
  robotsDisallowed: boolean;
  requests: number;
  lastSeen: Date;
};

export interface AiCrawlerRepository {
  /** Adds each row's requests to the stored row with the same key (or stores it), in one statement. */
  add(visits: readonly CrawlerVisit[]): Promise<void>;
  /** Every row from this day on, oldest first. */
  since(day: string): Promise<CrawlerVisit[]>;
  /** Removes the rows of days before this one; returns how many. */
  removeBefore(day: string): Promise<number>;
}
