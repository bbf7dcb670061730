# URL: https://github.com/NVIDIA/DeepLearningExamples/issues/528
# Bug: PyTorch (d_out, d_in) blocks copied without transposing into the x @ W (d_in, d_out) convention (FT needed the pytorch weights transposed).
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    w_q, w_k, w_v = (w_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    if b_qkv is None:
        b_q = b_k = b_v = np.zeros(d, dtype=w_qkv.dtype)
        b_k = b_k.copy(); b_v = b_v.copy()
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
        b_q, b_k, b_v = (b_qkv[i * d:(i + 1) * d].copy() for i in range(3))
    return w_q, w_k, w_v, b_q, b_k, b_v
