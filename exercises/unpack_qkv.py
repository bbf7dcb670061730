import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    """Split PyTorch's packed ``in_proj_weight`` / ``in_proj_bias`` into our Q, K, V weights.

    Args:
        w_qkv: float ndarray ``(3 * d_model, d_model)`` in the layout of
            ``torch.nn.MultiheadAttention.in_proj_weight``: rows ``[0, d_model)`` are the query
            weights, ``[d_model, 2 d_model)`` the key weights, ``[2 d_model, 3 d_model)`` the value
            weights -- the block layout ``[W_Q; W_K; W_V]`` -- each block in PyTorch's
            ``(d_out, d_in)`` orientation (PyTorch computes ``x @ W.T + b``).
        b_qkv: optional float ndarray ``(3 * d_model,)``, ``in_proj_bias``, same ``[b_Q; b_K; b_V]``
            order. ``None`` (a layer built with ``bias=False``) means zero biases.

    Returns:
        A tuple ``(w_q, w_k, w_v, b_q, b_k, b_v)``: three ``(d_model, d_model)`` matrices in OUR
        orientation ``(d_in, d_out)`` so that ``x @ w_q + b_q`` equals PyTorch's query projection,
        and three ``(d_model,)`` biases (zeros when ``b_qkv`` is None).

    Raises:
        ValueError: ``w_qkv`` is not 2-D of shape ``(3 d, d)``, or ``b_qkv`` is not ``(3 d,)``.

    Conventions:
        Return new arrays (not views you may later write through); keep the dtype.

    Source: PyTorch ``torch.nn.MultiheadAttention`` (``in_proj_weight``, ``in_proj_bias``) and
    ``torch.nn.functional.multi_head_attention_forward`` (``_in_projection_packed``).
    """
    raise NotImplementedError
