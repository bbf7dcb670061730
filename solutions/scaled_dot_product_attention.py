"""Reference: scaled dot-product attention.

    Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V            (Vaswani et al. 2017, eq. 1)

- Scores: every query row dotted with every key row, divided by sqrt(d_k) (d_k = last axis of q),
  so that the dot products of d_k-dimensional vectors do not grow with d_k and push the softmax
  into its flat, one-hot region (§3.2.1, footnote 4).
- Mask (True = may attend): a masked score becomes -inf before the softmax, so its weight is
  exactly 0 whatever its score was. A query row with no allowed key gets all-zero weights and a
  zero output ("safe softmax", as torch.nn.functional.scaled_dot_product_attention since 2.5).
- Softmax over the key axis, numerically stable (the row maximum is subtracted first).
- Any leading batch axes are carried through (``np.matmul`` broadcasts them); multi-head attention
  (§3.2.2) calls this once on (batch, num_heads, seq_len, head_dim) arrays.

Source: Vaswani et al. 2017, "Attention Is All You Need", eq. 1 and §3.2.2.
"""

import numpy as np

from .softmax import softmax  # the stable, fully-masked-safe softmax of the softmax exercise


def scaled_dot_product_attention(q, k, v, mask=None):
    """Returns ``(output (..., q_len, d_v), weights (..., q_len, k_len))`` in the inputs' dtype."""
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dtype = np.result_type(q, k, v)
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d_k)  # (..., q_len, k_len)
    if mask is not None:
        keep = np.asarray(mask, dtype=bool)
        scores = np.where(keep, scores, -np.inf)  # masked: -inf before softmax
    weights = softmax(scores, axis=-1)  # (..., q_len, k_len), each row sums to 1 (or is all 0)
    output = np.matmul(weights, v)  # (..., q_len, d_v)
    return output.astype(dtype, copy=False), weights.astype(dtype, copy=False)
