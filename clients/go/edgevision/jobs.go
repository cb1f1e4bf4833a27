package edgevision

import (
	"context"
	"fmt"
	"time"
)

// Pauses between two reads of a job (see PollDelays).
const (
	FirstPollDelay = 100 * time.Millisecond
	MaxPollDelay   = 2 * time.Second
)

// PollDelays returns the pause before each next read of a job: first, then half as long again
// each time, up to max. A job that takes a second is seen within a fraction of it, and an
// hour-long job costs one cheap GET every max; the time between a job's end and its being seen
// is at most half of what was waited so far. The API has no long-poll on its job routes
// (docs/clients.md, "Waiting for jobs", says why).
func PollDelays(first, max time.Duration) func() time.Duration {
	next := first
	return func() time.Duration {
		delay := next
		next = min(next*3/2, max)
		return delay
	}
}

// JobFailedError is a job that ended `failed`; Job holds its last state (Error says why).
type JobFailedError struct{ Job AsyncJob }

func (e *JobFailedError) Error() string {
	reason := e.Job.Message
	if e.Job.Error != nil {
		reason = *e.Job.Error
	}
	return fmt.Sprintf("job %s failed: %s", e.Job.JobId, reason)
}

// WaitOptions tune WaitForJob; the zero value polls by PollDelays(FirstPollDelay, MaxPollDelay).
type WaitOptions struct {
	// OnProgress is called with every state read, the last included (Progress is 0 to 1).
	OnProgress func(AsyncJob)
	// FirstDelay and MaxDelay override the pauses between reads.
	FirstDelay, MaxDelay time.Duration
}

// WaitForJob reads `GET /jobs/{job_id}` until the job completes and returns it (an export's Result
// has the signed download URL). A failed job is a *JobFailedError, an error answer an *APIError;
// ctx bounds the wait (use context.WithTimeout).
func WaitForJob(ctx context.Context, client *ClientWithResponses, jobID string, opts WaitOptions) (AsyncJob, error) {
	first, max := opts.FirstDelay, opts.MaxDelay
	if first <= 0 {
		first = FirstPollDelay
	}
	if max <= 0 {
		max = MaxPollDelay
	}
	delays := PollDelays(first, max)
	for {
		resp, err := client.GetJobsJobIdWithResponse(ctx, jobID)
		if err != nil {
			return AsyncJob{}, err
		}
		if err := CheckResponse(resp.HTTPResponse, resp.Body); err != nil {
			return AsyncJob{}, err
		}
		job := resp.JSON200.Data
		if opts.OnProgress != nil {
			opts.OnProgress(job)
		}
		switch job.Status {
		case AsyncJobStatusCompleted:
			return job, nil
		case AsyncJobStatusFailed:
			return job, &JobFailedError{Job: job}
		}
		timer := time.NewTimer(delays())
		select {
		case <-ctx.Done():
			timer.Stop()
			return job, fmt.Errorf("job %s still %s: %w", jobID, job.Status, ctx.Err())
		case <-timer.C:
		}
	}
}
