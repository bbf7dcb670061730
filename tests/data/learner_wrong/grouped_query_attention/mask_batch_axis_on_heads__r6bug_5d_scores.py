# https://github.com/ml-explore/mlx-lm/pull/1903
# Bug: queries are reshaped to 5-D (batch, num_kv_heads, g, q_len, head_dim) but the 4-D mask (batch, 1, q_len, k_len) is applied unchanged, so broadcasting lines its batch axis up with the kv-head axis: raises when batch > 1 and batch != num_kv_heads, silently wrong when batch == num_kv_heads > 1 with a per-batch mask; a per-head 4-D mask is misapplied too.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, d = q.shape
    nkv, tk = k.shape[1], k.shape[2]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = nh // nkv
    q5 = q.reshape(b, nkv, g, tq, d)
    s = np.einsum("bngqd,bnkd->bngqk", q5, k) / np.sqrt(np.asarray(d, dtype=q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)     # mask (B,1,L,S) broadcasts as (1,B,1,L,S)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    out = np.einsum("bngqk,bnkd->bngqd", w, v)
    return out.reshape(b, nh, tq, v.shape[-1]).astype(q.dtype), w.reshape(b, nh, tq, tk)
