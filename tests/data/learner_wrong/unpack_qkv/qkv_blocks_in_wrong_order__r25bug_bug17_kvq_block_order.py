# SOURCE: https://github.com/huggingface/transformers/pull/21519
# MISTAKE: Splits the packed weight/bias in metaseq's SequenceParallel order K, V, Q ("separated in K,V,Q despite the naming") instead of PyTorch in_proj's Q, K, V block order, so q, k and v get each other's weights.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must have shape (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must have shape (3 * d_model,)")

    depth = w_qkv.shape[0]
    k, v, q = np.split(w_qkv, 3, axis=0)
    b_k, b_v, b_q = np.split(b_qkv, 3)
    return (q.T.copy(), k.T.copy(), v.T.copy(),
            b_q.copy(), b_k.copy(), b_v.copy())
