package media

import (
	"bytes"
	"image"
)

// CheckImage runs the checks SaveImage makes before decoding.
func CheckImage(data []byte) error {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return checkSize(data, format, cfg)
}

// DecodeCost is the kind and the decoding cost in bytes that the checks
// estimate for an image.
func DecodeCost(data []byte) (string, int64) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", -1
	}
	c, ok := costOf(data, format, cfg)
	if !ok {
		return "", -1
	}
	return c.kind, c.bytes
}
