//go:build ignore

// Command appicon draws build/appicon.png: go run build/appicon.go build/appicon.png
package main

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

// A 512×512 icon: a rounded teal square, a white gate (two posts and a
// lintel) and a check mark between the posts.
func main() {
	const n = 512
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	bg := color.NRGBA{0x13, 0x5e, 0x63, 0xff}
	fg := color.NRGBA{0xf4, 0xf7, 0xf5, 0xff}
	ok := color.NRGBA{0x7c, 0xe3, 0x9b, 0xff}
	inRounded := func(x, y float64) bool {
		const m, r = 24.0, 96.0
		cx := math.Max(m+r, math.Min(x, n-m-r))
		cy := math.Max(m+r, math.Min(y, n-m-r))
		return x >= m && x <= n-m && y >= m && y <= n-m && math.Hypot(x-cx, y-cy) <= r
	}
	rect := func(x0, y0, x1, y1, x, y float64) bool { return x >= x0 && x < x1 && y >= y0 && y < y1 }
	segDist := func(px, py, ax, ay, bx, by float64) float64 {
		dx, dy := bx-ax, by-ay
		t := math.Max(0, math.Min(1, ((px-ax)*dx+(py-ay)*dy)/(dx*dx+dy*dy)))
		return math.Hypot(px-ax-t*dx, py-ay-t*dy)
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			fx, fy := float64(x)+0.5, float64(y)+0.5
			if !inRounded(fx, fy) {
				continue
			}
			c := bg
			if rect(120, 150, 168, 410, fx, fy) || rect(344, 150, 392, 410, fx, fy) || rect(100, 120, 412, 168, fx, fy) {
				c = fg
			}
			if segDist(fx, fy, 196, 292, 242, 340) < 18 || segDist(fx, fy, 242, 340, 318, 226) < 18 {
				c = ok
			}
			img.SetNRGBA(x, y, c)
		}
	}
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		panic(err)
	}
}
