import numpy as np


def apply_mask(scores, mask):
    """Set the scores of keys a query may not attend to to ``-inf``.

    Args:
        scores: float ndarray ``(..., q_len, k_len)`` (float64 or float32), e.g. from ``attention_scores``.
        mask: bool ndarray that broadcasts against ``scores`` -- ``(q_len, k_len)`` for a causal
            mask, ``(batch, 1, 1, k_len)`` for a padding mask -- with ``True`` = this query may attend
            to this key. ``None`` means no mask: return the scores unchanged (as a new array).

    Returns:
        ndarray of the broadcast shape of ``scores`` and ``mask``, dtype of ``scores``: the score
        where the mask is True, ``-inf`` where it is False. After softmax a ``-inf`` score becomes
        a weight of exactly 0.

    Conventions:
        ``True`` = attend (as the boolean ``attn_mask`` of PyTorch's ``scaled_dot_product_attention``).
        Use ``-inf``, not a large finite negative number. Do not modify ``scores`` in place.

    Source: Vaswani et al. 2017, §3.2.3 ("setting to -inf all values in the input of the softmax
    which correspond to illegal connections").
    """
    raise NotImplementedError
