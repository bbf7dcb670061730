# MISTAKE: d_k is read as q.shape[1] (assumes 2-D input), so for batched/multi-head input the scale uses the head or sequence axis size instead of the feature size.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    # S_ij = sum_a q_ia k_ja / sqrt(d)
    s = np.einsum('...ia,...ja->...ij', q, k)
    d_k = q.shape[1]
    return (s / np.sqrt(d_k)).astype(s.dtype, copy=False)
