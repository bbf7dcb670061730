import numpy as np


def softmax(x, axis=-1):
    """Numerically stable softmax of ``x`` along ``axis``.

    Args:
        x: float ndarray of any shape (float64 or float32), e.g. attention scores
            ``(batch, num_heads, q_len, k_len)``. May contain ``-inf`` (a masked score).
        axis: the axis to normalise over; the default ``-1`` is the key axis of attention scores.

    Returns:
        ndarray of the same shape and dtype as ``x``; along ``axis`` the values are >= 0 and sum to 1.
        A slice whose entries are all ``-inf`` (a query with no allowed key) becomes all zeros, never NaN.

    Conventions:
        Subtract the maximum along ``axis`` before ``exp`` so that logits like 1000 or -1000 do not
        overflow. Do not modify ``x``.

    Source: Vaswani et al. 2017, eq. 1 (the softmax inside scaled dot-product attention).
    """
    raise NotImplementedError
