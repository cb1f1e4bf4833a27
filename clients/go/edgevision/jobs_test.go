package edgevision_test

import (
	"testing"
	"time"

	ev "github.com/edge-vision/edge-vision/clients/go/edgevision"
)

func TestPollDelaysStartShortAndGrowByHalfToTheCap(t *testing.T) {
	next := ev.PollDelays(ev.FirstPollDelay, ev.MaxPollDelay)
	var got []time.Duration
	for range 12 {
		got = append(got, next())
	}
	want := []time.Duration{100 * time.Millisecond, 150 * time.Millisecond, 225 * time.Millisecond, 337500 * time.Microsecond}
	for i, delay := range want {
		if got[i] != delay {
			t.Fatalf("pause %d is %v, want %v (all: %v)", i, got[i], delay, got)
		}
	}
	if got[len(got)-1] != ev.MaxPollDelay {
		t.Fatalf("the pauses end at %v, want the cap %v (all: %v)", got[len(got)-1], ev.MaxPollDelay, got)
	}
	for i := 1; i < len(got); i++ {
		if got[i] < got[i-1] || got[i] > ev.MaxPollDelay {
			t.Fatalf("pauses shrink or pass the cap: %v", got)
		}
	}
}
