import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    """Attention computed by streaming over blocks of keys with a running max and running sum.

    Args:
        q: float ndarray ``(..., q_len, head_dim)`` (float64 or float32).
        k: ``(..., k_len, head_dim)``.
        v: ``(..., k_len, d_v)``.
        block_size: int >= 1, number of keys processed at a time; the last block may be shorter.
        mask: optional bool mask broadcasting to ``(..., q_len, k_len)``, ``True`` = may attend.

    Returns:
        ``(output, lse)``: ``output`` ``(..., q_len, d_v)`` equal to
        ``softmax(q k^T / sqrt(head_dim)) v`` (masked keys excluded), and ``lse`` ``(..., q_len)``, the
        log-sum-exp of each query's (scaled, masked) scores -- ``m + log(l)`` from the running max
        ``m`` and running sum ``l``. A query with no allowed key gets a zero output row and
        ``lse = -inf``; nothing may be NaN.

    Raises:
        ValueError: ``block_size`` < 1.

    Conventions:
        Look at one key block at a time: keep per query a running max ``m``, a running sum
        ``l = sum exp(s - m)`` and an accumulator ``acc = sum exp(s - m) v``; when a block raises the
        max to ``m_new``, multiply ``l`` and ``acc`` by ``exp(m - m_new)`` first. (The grader checks
        values, not memory; the point is the recurrence.) Keep the dtype; do not modify the inputs.

    Source: Milakov & Gimelshein 2018, "Online normalizer calculation for softmax", Alg. 3;
    Dao et al. 2022, "FlashAttention", Algorithm 1 (lines 9-12).
    """
    raise NotImplementedError
