// How the API process is started, here and in the benchmark (backend/Dockerfile sets the same in NODE_OPTIONS).
// A heap cap: without one V8 sizes the heap from the machine's memory and lets it grow to several hundred MB
// between collections; the API's live data is far smaller (peak RSS ~200 MB under the scale benchmark with it).
export const API_NODE_FLAGS = ['--max-old-space-size=192'];
