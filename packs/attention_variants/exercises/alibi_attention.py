import numpy as np


def alibi_attention(q, k, v, slopes, window=None):
    """Causal attention with ALiBi biases and an optional sliding window.

    Args:
        q: float array (batch, num_heads, q_len, d_k).
        k: float array (batch, num_heads, k_len, d_k), k_len >= q_len.
        v: float array (batch, num_heads, k_len, d_v).
        slopes: float array (num_heads,), the ALiBi slope of each head.
        window: None (full causal attention) or an int >= 1: each query sees at most the `window`
            most recent keys, itself included.

    Returns:
        (output (batch, num_heads, q_len, d_v), weights (batch, num_heads, q_len, k_len)):
        scores = q @ kᵀ / sqrt(d_k) + slopes[h] * (j - p_i), with p_i = i + (k_len - q_len);
        keys with j > p_i (and, with a window, j <= p_i - window) are masked to -inf before the softmax.
        Same float dtype as q; the inputs are not modified.

    Source: Press, Smith & Lewis 2022, §3; Beltagy et al. 2020, §3.1.
    """
    raise NotImplementedError
