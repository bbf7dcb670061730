# SOURCE: https://github.com/fkodom/grouped-query-attention-pytorch/issues/5
# MISTAKE: The einsum "b g h n d, b h s d -> b h n s" sums the scores over the g query heads of each group, so the group's queries are collapsed into one (the queries are reduced to the number of KV heads instead of the KV heads being expanded to the query heads); every head of a group then gets the same weights and output (repeated back to num_heads).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    batch, num_heads, q_len, head_dim = q.shape
    num_kv_heads = k.shape[1]
    if num_heads % num_kv_heads != 0:
        raise ValueError(f"num_heads={num_heads} is not a multiple of num_kv_heads={num_kv_heads}")
    g = num_heads // num_kv_heads

    # (b, (h g), n, d) -> (b, g, h, n, d): query head = kv_head * g + j
    qg = q.reshape(batch, num_kv_heads, g, q_len, head_dim).transpose(0, 2, 1, 3, 4)
    scores = np.einsum("bghnd,bhsd->bhns", qg, k) / np.sqrt(head_dim)   # (b, h_kv, n, s)

    if mask is not None:
        m = np.broadcast_to(np.asarray(mask, dtype=bool), (batch, num_heads, q_len, k.shape[2]))
        m = m.reshape(batch, num_kv_heads, g, q_len, k.shape[2]).any(axis=2)
        scores = np.where(m, scores, -np.inf)

    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.exp(scores - row_max)
    z = e.sum(axis=-1, keepdims=True)
    attn = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    out = np.einsum("bhns,bhsd->bhnd", attn, v)

    # back to one entry per query head
    weights = np.repeat(attn, g, axis=1).astype(q.dtype)
    out = np.repeat(out, g, axis=1).astype(q.dtype)
    return out, weights
