import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    ws = []
    for i in range(3):
        ws.append(np.array(w_qkv[i * d:(i + 1) * d, :].T, copy=True))
    if b_qkv is None:
        bs = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
        bs = [b_qkv[i * d:(i + 1) * d].copy() for i in range(3)]
    return (ws[0], ws[1], ws[2], bs[0], bs[1], bs[2])
