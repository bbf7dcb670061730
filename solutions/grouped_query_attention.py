"""Reference: grouped-query attention (GQA).

Ainslie et al. 2023, §2.2: the query heads are divided into num_kv_heads groups, each group
sharing a single key head and value head. With g = num_heads / num_kv_heads, query head h uses
K/V head h // g -- contiguous groups, which is what PyTorch's scaled_dot_product_attention
(enable_gqa=True) and Hugging Face's repeat_kv (repeat_interleave) do. num_kv_heads = 1 is
multi-query attention (Shazeer 2019). The KV cache shrinks by the factor g.
"""

import numpy as np

from .softmax import softmax


def grouped_query_attention(q, k, v, mask=None):
    """(b, H, q_len, d), (b, H_kv, k_len, d), (b, H_kv, k_len, d_v) -> (output, weights) with H heads."""
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    num_heads, num_kv_heads = q.shape[-3], k.shape[-3]
    if num_kv_heads < 1 or num_heads % num_kv_heads != 0 or v.shape[-3] != num_kv_heads:
        raise ValueError(f"num_heads={num_heads} must be a multiple of num_kv_heads={num_kv_heads} (k and v alike)")
    g = num_heads // num_kv_heads
    k_rep = np.repeat(k, g, axis=-3)                              # (b, H_kv, k_len, d) -> (b, H, k_len, d): head h <- h // g
    v_rep = np.repeat(v, g, axis=-3)                              # (b, H_kv, k_len, d_v) -> (b, H, k_len, d_v)
    scores = q @ np.swapaxes(k_rep, -1, -2) / np.sqrt(q.shape[-1])  # (b, H, q_len, k_len)
    if mask is not None:
        keep = np.asarray(mask, dtype=bool)
        scores = np.where(keep, scores, -np.inf)
    weights = softmax(scores, axis=-1)                            # (b, H, q_len, k_len), over the keys
    output = weights @ v_rep                                      # (b, H, q_len, d_v)
    return output.astype(q.dtype, copy=False), weights.astype(q.dtype, copy=False)
