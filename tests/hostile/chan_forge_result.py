# class: channel (forges a well-formed result with a fake timing and argument names)
# expect: wrong_answer invalid_output
import io
import json
import os
import struct

import numpy as np

FORGED = "FORGEDMARK"


def _frame(header, blobs):
    header = dict(header, blobs=[len(b) for b in blobs])
    raw = json.dumps(header).encode()
    return struct.pack(">I", len(raw)) + raw + b"".join(blobs)


def softmax(x, axis=-1):
    buf = io.BytesIO()
    np.save(buf, np.zeros_like(x), allow_pickle=False)
    for call_id in range(0, 64):
        header = {"type": "result", "id": call_id, "status": "ok", "elapsed": 123456.789, "stdout": FORGED,
                  "printed_chars": 0, "inputs_modified": [FORGED], "threads": 1,
                  "result": {"container": "single", "items": [{"kind": "other", "type": FORGED}]}}
        for fd in (4, 5, 6, 7):
            try:
                os.write(fd, _frame(header, [buf.getvalue()]))
            except OSError:
                pass
    raise TypeError(FORGED)
