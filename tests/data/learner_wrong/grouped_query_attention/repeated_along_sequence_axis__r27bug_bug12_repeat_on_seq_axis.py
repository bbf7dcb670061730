# SOURCE: https://github.com/PrimeIntellect-ai/prime-rl/pull/2681
# MISTAKE: After moving K/V to a (batch, seq, heads, dim) layout it still repeats along axis 1, which is now the sequence axis, so it duplicates keys/values along k_len instead of expanding the KV heads (wrong shapes or a broadcast error whenever num_heads != num_kv_heads).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    num_heads = q.shape[1]
    num_kv_heads = k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv_heads

    # work in (batch, seq, heads, dim), the layout the projections come out in
    q_t = q.transpose(0, 2, 1, 3)
    k_t = k.transpose(0, 2, 1, 3)
    v_t = v.transpose(0, 2, 1, 3)
    if g > 1:
        k_t = np.repeat(k_t, g, axis=1)
        v_t = np.repeat(v_t, g, axis=1)

    qh = q_t.transpose(0, 2, 1, 3)
    kh = k_t.transpose(0, 2, 1, 3)
    vh = v_t.transpose(0, 2, 1, 3)
    scores = np.einsum("bhqd,bhkd->bhqk", qh, kh) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    out = np.einsum("bhqk,bhkd->bhqd", weights, vh)
    return out.astype(q.dtype, copy=False), weights.astype(q.dtype, copy=False)
