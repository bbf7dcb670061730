"""Reference: numerically stable ("safe") softmax.

softmax(x)_i = exp(x_i - m) / sum_j exp(x_j - m), with m = max_j x_j. Subtracting the maximum does
not change the result (it cancels in the ratio) but keeps exp() from overflowing.
A slice that is entirely -inf (a fully masked query row) gives zeros, as PyTorch's
scaled_dot_product_attention does since 2.5 ("safe softmax").

Source: Vaswani et al. 2017, "Attention Is All You Need", eq. 1.
"""

import numpy as np


def softmax(x, axis=-1):
    """Softmax of ``x`` along ``axis``; same shape and dtype; all -inf slices become 0."""
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)  # an all -inf slice: shift by 0, not by -inf (that gives NaN)
    e = np.exp(x - m)
    total = np.sum(e, axis=axis, keepdims=True)
    out = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    return out.astype(x.dtype, copy=False)
