# https://github.com/tenstorrent/polaris/issues/412
# k.repeat(1, num_heads // num_kv_heads, 1, 1) -- torch's .repeat tiles (head h uses K/V head
# h % num_kv_heads) -- and nothing checks num_heads % num_kv_heads == 0 (no ValueError).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    n_rep = q.shape[1] // k.shape[1]
    k = np.tile(k, (1, n_rep, 1, 1))
    v = np.tile(v, (1, n_rep, 1, 1))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
