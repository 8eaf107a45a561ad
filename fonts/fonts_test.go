package fonts

import (
	"testing"

	"github.com/golang/freetype/truetype"
)

func TestFontsParse(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"Regular", Regular, "Lato Regular"},
		{"Bold", Bold, "Lato Bold"},
		{"Italic", Italic, "Lato Italic"},
		{"Heavy", Heavy, "Lato Black"},
		{"GoRegular", GoRegular, "Go Regular"},
		{"GoBold", GoBold, "Go Bold"},
		{"GoItalic", GoItalic, "Go Italic"},
		{"AndikaRegular", AndikaRegular, "Andika"},
		{"AndikaBold", AndikaBold, "Andika Bold"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := truetype.Parse(tt.data)
			if err != nil {
				t.Fatalf("parse %s: %v", tt.name, err)
			}
			if got := f.Name(truetype.NameIDFontFullName); got != tt.want {
				t.Errorf("full name of %s: got %q, want %q", tt.name, got, tt.want)
			}
		})
	}
}
