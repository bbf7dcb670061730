import numpy as np


def attention_scores(q, k):
    """Scaled dot-product scores of every query against every key: ``q @ k^T / sqrt(d_k)``.

    Args:
        q: float ndarray ``(..., q_len, d_k)`` (float64 or float32), e.g. ``(batch, num_heads, q_len, d_k)``.
        k: float ndarray ``(..., k_len, d_k)``; leading axes broadcast against ``q`` (as in ``@``).

    Returns:
        ndarray ``(..., q_len, k_len)``: entry ``[..., i, j] = q[..., i, :] . k[..., j, :] / sqrt(d_k)``
        with ``d_k = q.shape[-1]``. No softmax, no mask.

    Raises:
        ValueError: ``q`` and ``k`` have different last-axis sizes (numpy's ``@`` raises it for you).

    Conventions:
        Transpose only the last two axes of ``k`` (``np.swapaxes(k, -1, -2)``), never the batch
        axes. Keep the dtype; do not modify the inputs.

    Source: Vaswani et al. 2017, eq. 1 and §3.2.1 (why divide by sqrt(d_k)).
    """
    raise NotImplementedError
