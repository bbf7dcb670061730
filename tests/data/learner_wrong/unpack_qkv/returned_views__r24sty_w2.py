# MISTAKE: the returned matrices and biases are views into w_qkv / b_qkv (basic slicing and .T, no copy), not new arrays, so writing into them changes the packed PyTorch parameter.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2:
        raise ValueError("w_qkv must be 2-D")
    d = w_qkv.shape[1]
    if w_qkv.shape[0] != 3 * d:
        raise ValueError(f"expected ({3 * d}, {d}), got {w_qkv.shape}")
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"expected a ({3 * d},) bias, got {b_qkv.shape}")
    rows = {name: slice(i * d, (i + 1) * d) for i, name in enumerate("qkv")}
    w = {name: w_qkv[sl].T for name, sl in rows.items()}
    b = {name: b_qkv[sl] for name, sl in rows.items()}
    return w["q"], w["k"], w["v"], b["q"], b["k"], b["v"]
