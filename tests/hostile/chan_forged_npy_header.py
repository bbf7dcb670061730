# class: channel (a .npy header that claims terabytes)
# expect: invalid_output output_limit_exceeded
import json
import os
import struct


def softmax(x, axis=-1):
    npy = b"\x93NUMPY\x01\x00" + b"{'descr': '<f8', 'fortran_order': False, 'shape': (1000000, 1000000), }".ljust(
        118) + b"\n" + b"\0" * 64
    header = {"type": "result", "id": None, "status": "ok", "elapsed": 0, "stdout": "", "printed_chars": 0,
              "inputs_modified": [], "threads": 1, "result": {"container": "single",
                                                               "items": [{"kind": "array", "npy": 0}]}}
    for call_id in range(0, 64):
        header["id"] = call_id
        raw = json.dumps(dict(header, blobs=[len(npy)])).encode()
        try:
            os.write(4, struct.pack(">I", len(raw)) + raw + npy)
        except OSError:
            pass
    while True:
        pass
