# WRONG: scale written d ** -1/2, which is (1/d)/2 = 1/(2*d_k) instead of 1/sqrt(d_k); and the leading axes are flattened with reshape(-1, len, d) separately for q and k, so they do not broadcast (k with batch 1 against q with batch 2 fails / pairs wrong slices).
import numpy as np


def attention_scores(q, k):
    *lead, q_len, d = q.shape
    k_len = k.shape[-2]
    if k.shape[-1] != d:
        raise ValueError("d_k mismatch")
    qf = q.reshape(-1, q_len, d)
    kf = k.reshape(-1, k_len, d)
    out = np.empty((qf.shape[0], q_len, k_len), dtype=q.dtype)
    for i in range(qf.shape[0]):
        out[i] = qf[i] @ kf[i].T
    scale = d ** -1/2
    return (out * scale).reshape(*lead, q_len, k_len)
