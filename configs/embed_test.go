package configs_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/configs"
	"github.com/puzzlebook/puzzlebook/daily"
)

// TestExamplesValid checks that every example config is valid, so the
// documentation never shows a broken one.
func TestExamplesValid(t *testing.T) {
	files, err := filepath.Glob("*.yaml")
	if err != nil || len(files) < 2 {
		t.Fatalf("got example configs %v (%v), want at least 2", files, err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			var err error
			if f == configs.DailyFile {
				_, err = daily.Load(f)
			} else {
				_, err = config.Load(f)
			}
			if err != nil {
				t.Errorf("%s: got\n%v\nwant a valid config", f, err)
			}
		})
	}
}

func TestSamplerEmbedded(t *testing.T) {
	b, err := os.ReadFile(configs.SamplerFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, configs.Sampler) {
		t.Errorf("configs.Sampler differs from %s", configs.SamplerFile)
	}
	cfg, err := config.Parse(configs.SamplerFile, configs.Sampler)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Name != "sampler" || len(cfg.Sections) == 0 {
		t.Errorf("sampler: got name %q and %d sections, want sampler and some", cfg.Name, len(cfg.Sections))
	}
}

func TestDailyEmbedded(t *testing.T) {
	b, err := os.ReadFile(configs.DailyFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, configs.Daily) {
		t.Errorf("configs.Daily differs from %s", configs.DailyFile)
	}
	cfg, err := daily.Parse(configs.DailyFile, configs.Daily)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Name != "daily" || len(cfg.Slots) == 0 {
		t.Errorf("daily: got name %q and %d slots, want daily and some", cfg.Name, len(cfg.Slots))
	}
}
