# class: channel — a forged result frame whose blob index is Infinity (found by the attack review)
# expect: invalid_output runtime_error time_limit_exceeded
import json, os, struct, time
_n = 0

def softmax(x, axis=-1):
    global _n
    _n += 1
    header = {"type": "result", "id": _n, "status": "ok", "blobs": [],
              "result": {"container": "single", "items": [{"kind": "array", "npy": float("inf")}]}}
    raw = json.dumps(header).encode()            # allow_nan: "Infinity"
    os.write(4, struct.pack(">I", len(raw)) + raw)   # fd 4 is the result channel
    time.sleep(10)
