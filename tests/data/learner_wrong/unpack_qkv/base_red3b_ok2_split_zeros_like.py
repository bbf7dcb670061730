import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if np.ndim(w_qkv) != 2:
        raise ValueError("w_qkv must be 2-D")
    rows, d = w_qkv.shape
    if rows != 3 * d:
        raise ValueError(f"w_qkv must be (3*{d}, {d}), got {w_qkv.shape}")
    ws = [np.ascontiguousarray(blk.T) for blk in np.split(w_qkv, 3, axis=0)]
    if b_qkv is None:
        b_qkv = np.zeros_like(w_qkv[:, 0])
    elif np.shape(b_qkv) != (3 * d,):
        raise ValueError(f"b_qkv must be ({3 * d},), got {np.shape(b_qkv)}")
    bs = [np.array(p, copy=True) for p in np.split(b_qkv, 3)]
    return ws[0], ws[1], ws[2], bs[0], bs[1], bs[2]
