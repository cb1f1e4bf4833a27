package edgevision_test

// These tests run against a real API: `npm test -- test/clients/go.test.ts` starts one on the
// test run's servers and sets the environment below.

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	ev "github.com/edge-vision/edge-vision/clients/go/edgevision"
)

func env(t *testing.T, name string) string {
	t.Helper()
	value := os.Getenv(name)
	if value == "" {
		t.Fatalf("%s is not set: run through `npm test -- test/clients/go.test.ts`", name)
	}
	return value
}

// must returns value, or fails the test (through a panic, which `go test` reports with the stack).
func must[T any](value T, err error) T {
	if err != nil {
		panic(err)
	}
	return value
}

func ok(t *testing.T, resp *http.Response, body []byte) {
	t.Helper()
	if err := ev.CheckResponse(resp, body); err != nil {
		t.Fatal(err)
	}
}

func pngBytes(t *testing.T, seed int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 20+seed, 16))
	for x := 0; x < 20+seed; x++ {
		for y := 0; y < 16; y++ {
			img.Set(x, y, color.RGBA{uint8(x * seed), uint8(y * 9), uint8(seed * 40), 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestAPIVersionMatchesTheDocument(t *testing.T) {
	if ev.APIVersion == "" || strings.Count(ev.APIVersion, ".") != 2 {
		t.Fatalf("APIVersion %q is not a version", ev.APIVersion)
	}
}

// Sign in, create a project, upload images as a device, annotate, build a dataset version, export
// it and find the uploaded bytes in the archive, and page through the images.
func TestProjectToDatasetExport(t *testing.T) {
	ctx := context.Background()
	base := env(t, "EDGE_VISION_API")
	user := must(ev.NewUserClient(base, env(t, "EDGE_VISION_TEST_TOKEN")))

	org := must(user.GetOrganizationWithResponse(ctx))
	ok(t, org.HTTPResponse, org.Body)
	if org.JSON200.Data.Id <= 0 {
		t.Fatalf("organization id %d", org.JSON200.Data.Id)
	}

	classes := []string{"cat"}
	project := must(user.PostDataProjectsWithResponse(ctx, ev.CreateProject{
		Name: "go test", ProjectType: "object_detection", Classes: &classes,
	}))
	ok(t, project.HTTPResponse, project.Body)
	projectID := project.JSON201.Data.Id

	// Image upload is a device route: provision a device with a single-use token.
	hours := 1
	token := must(user.PostProvisioningTokensWithResponse(ctx, ev.CreateProvisioningToken{ExpiresInHours: &hours}))
	ok(t, token.HTTPResponse, token.Body)
	provisioned := must(user.PostDevicesProvisionWithResponse(ctx, ev.ProvisionDevice{
		Token: token.JSON201.Data.Token, DeviceId: fmt.Sprintf("go-test-%d", time.Now().UnixNano()), Name: "go test",
	}))
	ok(t, provisioned.HTTPResponse, provisioned.Body)
	device := must(ev.NewDeviceClient(base, provisioned.JSON201.Data.ApiKey))

	// Exports keep the uploaded file names, so the archive is searched by name.
	uploaded := map[string][]byte{}
	for i := 1; i <= 5; i++ {
		content := pngBytes(t, i)
		name := fmt.Sprintf("go-%d.png", i)
		var body bytes.Buffer
		form := multipart.NewWriter(&body)
		part := must(form.CreateFormFile("image", name))
		must(part.Write(content))
		if err := form.WriteField("project_id", strconv.Itoa(projectID)); err != nil {
			t.Fatal(err)
		}
		if err := form.Close(); err != nil {
			t.Fatal(err)
		}
		resp := must(device.PostDeviceImagesUploadWithBodyWithResponse(ctx, form.FormDataContentType(), &body))
		ok(t, resp.HTTPResponse, resp.Body)
		imageID := resp.JSON201.Data.Id
		uploaded[name] = content

		x, y, w, h := float32(0.5), float32(0.5), float32(0.2), float32(0.3)
		ann := must(user.PostDataAnnotationsWithResponse(ctx, ev.CreateAnnotation{
			ImageId: imageID, ClassValue: "cat", XCenter: &x, YCenter: &y, Width: &w, Height: &h,
		}))
		ok(t, ann.HTTPResponse, ann.Body)
	}

	// Paging with limit/offset reaches every image once.
	seen := map[int]bool{}
	projectParam := strconv.Itoa(projectID)
	for offset := 0; ; {
		limit := 2
		page := must(user.GetDataImagesWithResponse(ctx, &ev.GetDataImagesParams{ProjectId: &projectParam, Limit: &limit, Offset: &offset}))
		ok(t, page.HTTPResponse, page.Body)
		for _, img := range page.JSON200.Data {
			if seen[img.Id] {
				t.Fatalf("image %d on two pages", img.Id)
			}
			seen[img.Id] = true
		}
		offset += len(page.JSON200.Data)
		if len(page.JSON200.Data) == 0 || offset >= page.JSON200.Meta.Total {
			break
		}
	}
	if len(seen) != len(uploaded) {
		t.Fatalf("paged through %d images, uploaded %d", len(seen), len(uploaded))
	}

	version := must(user.PostDataDatasetsWithResponse(ctx, ev.CreateDatasetVersion{ProjectId: projectID, Name: "v1"}))
	ok(t, version.HTTPResponse, version.Body)
	if version.JSON201.Data.ImageCount != len(uploaded) {
		t.Fatalf("dataset version has %d images, want %d", version.JSON201.Data.ImageCount, len(uploaded))
	}

	format := ev.PostDataDatasetsVersionsIdExportParamsFormat("yolo")
	started := must(user.PostDataDatasetsVersionsIdExportWithResponse(ctx, version.JSON201.Data.Id,
		&ev.PostDataDatasetsVersionsIdExportParams{Format: &format}))
	ok(t, started.HTTPResponse, started.Body)
	waitCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var reads []ev.AsyncJobStatus
	job, err := ev.WaitForJob(waitCtx, user, started.JSON202.Data.JobId, ev.WaitOptions{
		OnProgress: func(j ev.AsyncJob) { reads = append(reads, j.Status) },
	})
	if err != nil {
		t.Fatalf("waiting for the export: %v", err)
	}
	if job.Status != ev.AsyncJobStatusCompleted || reads[len(reads)-1] != ev.AsyncJobStatusCompleted {
		t.Fatalf("the wait returned %s after reading %v", job.Status, reads)
	}
	// A finished job is seen on the first read.
	var again int
	if _, err := ev.WaitForJob(waitCtx, user, job.JobId, ev.WaitOptions{OnProgress: func(ev.AsyncJob) { again++ }}); err != nil || again != 1 {
		t.Fatalf("waiting again on the finished job: %d reads, %v", again, err)
	}
	downloadURL := must(job.Result.AsExportResult()).DownloadUrl
	archive := must(http.Get(downloadURL))
	defer archive.Body.Close()
	content := must(io.ReadAll(archive.Body))
	zr := must(zip.NewReader(bytes.NewReader(content), int64(len(content))))
	found := 0
	for _, f := range zr.File {
		for name, want := range uploaded {
			if strings.HasSuffix(f.Name, "/"+name) {
				rc := must(f.Open())
				got := must(io.ReadAll(rc))
				rc.Close()
				if !bytes.Equal(got, want) {
					t.Fatalf("%s differs from the uploaded image", f.Name)
				}
				found++
			}
		}
	}
	if found != len(uploaded) {
		t.Fatalf("found %d of %d uploaded images in the export", found, len(uploaded))
	}
}

func TestErrorsAreTyped(t *testing.T) {
	ctx := context.Background()
	base := env(t, "EDGE_VISION_API")
	user := must(ev.NewUserClient(base, env(t, "EDGE_VISION_TEST_TOKEN")))
	other := must(ev.NewUserClient(base, env(t, "EDGE_VISION_OTHER_TOKEN")))

	missing := must(user.GetDataProjectsIdWithResponse(ctx, 987654321))
	err := ev.CheckResponse(missing.HTTPResponse, missing.Body)
	var apiErr *ev.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 404 || apiErr.Code != ev.CodeNotFound {
		t.Fatalf("want a 404 NOT_FOUND APIError, got %v", err)
	}

	invalid := must(user.PostDataProjectsWithResponse(ctx, ev.CreateProject{Name: "", ProjectType: "object_detection"}))
	err = ev.CheckResponse(invalid.HTTPResponse, invalid.Body)
	if !ev.IsCode(err, ev.CodeValidation) || !strings.Contains(err.Error(), "name") {
		t.Fatalf("want VALIDATION_ERROR naming the field, got %v", err)
	}

	// Another organization's project answers exactly like a missing one.
	mine := must(user.PostDataProjectsWithResponse(ctx, ev.CreateProject{Name: "private", ProjectType: "classification"}))
	ok(t, mine.HTTPResponse, mine.Body)
	theirs := must(other.GetDataProjectsIdWithResponse(ctx, mine.JSON201.Data.Id))
	if !ev.IsCode(ev.CheckResponse(theirs.HTTPResponse, theirs.Body), ev.CodeNotFound) {
		t.Fatalf("another organization's project: want NOT_FOUND, got HTTP %d", theirs.StatusCode())
	}

	anonymous := must(ev.NewUserClient(base, "not-a-token"))
	denied := must(anonymous.GetOrganizationWithResponse(ctx))
	if !ev.IsCode(ev.CheckResponse(denied.HTTPResponse, denied.Body), ev.CodeUnauthorized) {
		t.Fatalf("bad token: want UNAUTHORIZED, got HTTP %d", denied.StatusCode())
	}
}
