import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    """Project the same token vectors three ways: queries, keys and values.

    Args:
        x: float ndarray ``(..., seq_len, d_model)`` (float64 or float32): one row per token.
        w_q: ``(d_model, d_k)`` query weights, row-vector convention: ``q = x @ w_q``.
        w_k: ``(d_model, d_k)`` key weights.
        w_v: ``(d_model, d_v)`` value weights (``d_v`` may differ from ``d_k``).
        b_q, b_k, b_v: optional biases ``(d_k,)``, ``(d_k,)``, ``(d_v,)``; ``None`` = no bias.
            Each is independent: ``b_k`` may be None while ``b_q`` is given.

    Returns:
        A tuple ``(q, k, v)``: ``q = x @ w_q + b_q`` of shape ``(..., seq_len, d_k)``, likewise
        ``k`` ``(..., seq_len, d_k)`` and ``v`` ``(..., seq_len, d_v)``.

    Raises:
        ValueError: ``x.shape[-1]`` does not match the first axis of a weight (``@`` raises it).

    Conventions:
        ``W`` has shape ``(d_in, d_out)`` and multiplies from the right (``x @ W``) -- PyTorch's
        ``nn.Linear`` stores the transpose ``(d_out, d_in)`` and computes ``x @ W.T``. Keep the
        dtype; do not modify the inputs.

    Source: Vaswani et al. 2017, §3.2.2 (Q = X W^Q, K = X W^K, V = X W^V).
    """
    raise NotImplementedError
