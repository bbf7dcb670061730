# MISTAKE: masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights and an average of the values instead of zeros.
# MISTAKE: the scores are upcast to float64 for the softmax and never cast back, so float32 inputs return float64 weights and output.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, n_q, q_len, hd = q.shape
    n_kv = k.shape[1]
    if n_q % n_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    group = n_q // n_kv
    k_rep = np.repeat(k, group, axis=1)
    v_rep = np.repeat(v, group, axis=1)
    scores = (q @ k_rep.swapaxes(-1, -2)).astype(np.float64) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v_rep, w
