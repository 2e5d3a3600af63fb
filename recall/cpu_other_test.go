//go:build !unix

package recall

import "time"

func cpuTime() time.Duration { return 0 }
